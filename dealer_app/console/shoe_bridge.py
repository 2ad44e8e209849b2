"""The console's card reader: the simulator (or a real shoe) and the serial
driver, with the driver's events carried onto the GUI thread by a Qt signal.

The driver reads in a worker thread and calls its listener there; the
controller and the window live on the GUI thread. ``SourceBridge`` is the
listener: it emits a signal that Qt queues to the GUI thread, where the
controller gets ``on_source_event``. Nothing else crosses threads.

``ShoeConnection.start`` is what ``dealer-app`` does by default: start the
simulator on a pty (TCP where there is no pty) in this process, and open
the real driver on it, so the dealer's buttons deal real bytes.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable, Optional

from PySide6.QtCore import QObject, Qt, Signal, Slot

from hardware.faults import FaultPlan
from hardware.pcsc_positions import load_map
from hardware.pcsc_source import PcscCardSource, is_pcsc
from hardware.serial_source import SerialCardSource
from hardware.simulator import ShoeSimulator
from hardware.source import SourceEvent


class SourceBridge(QObject):
    """A card source's listener whose events arrive on the thread this object lives in."""

    event = Signal(object)

    def __init__(self, parent: Optional[QObject] = None):
        super().__init__(parent)
        self._target: Optional[Callable[[SourceEvent], None]] = None
        self.delivered = 0
        self.event.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def attach(self, target: Callable[[SourceEvent], None]) -> None:
        self._target = target

    def __call__(self, event: SourceEvent) -> None:   # any thread: the driver's
        self.event.emit(event)

    @Slot(object)
    def _deliver(self, event: SourceEvent) -> None:   # the GUI thread
        self.delivered += 1
        if self._target is not None:
            self._target(event)


@dataclass
class ShoeOptions:
    url: Optional[str] = None                 # a real shoe or an outside simulator; None: our own simulator
    protocol: str = "shoe"                    # "shoe" | "rfid-ascii"
    sim_seed: int = 1
    sim_line: str = "pty" if os.name != "nt" else "tcp"
    sim_faults: FaultPlan = field(default_factory=FaultPlan)
    sim_mode: str = "card"
    pcsc_map: Optional[str] = None            # with a pcsc:// url: the reader map (hardware/pcsc_positions.py)


class ShoeConnection:
    """The simulator (when we run it), the driver, and the bridge: started together, closed together."""

    def __init__(self, source: "SerialCardSource | PcscCardSource", bridge: SourceBridge, simulator: Optional[ShoeSimulator]):
        self.source = source
        self.bridge = bridge
        self.simulator = simulator

    @classmethod
    def start(cls, options: ShoeOptions) -> "ShoeConnection":
        simulator = None
        url = options.url
        if is_pcsc(url):
            # A PositionsError (a ValueError) says what is wrong with the map: the console does not start.
            readers = load_map(options.pcsc_map) if options.pcsc_map else None
            bridge = SourceBridge()
            return cls(PcscCardSource.from_url(url, bridge, readers), bridge, None)
        if url is None:
            simulator = ShoeSimulator(seed=options.sim_seed, faults=options.sim_faults, mode=options.sim_mode)
            url = simulator.start_tcp() if options.sim_line == "tcp" else simulator.start_pty()
        bridge = SourceBridge()
        protocol = "rfid-ascii" if options.sim_mode == "ascii" and options.url is None else options.protocol
        source = SerialCardSource(url, bridge, protocol=protocol)
        return cls(source, bridge, simulator)

    def attach(self, target: Callable[[SourceEvent], None]) -> None:
        """Send the events to ``target`` (the controller) and open the port."""
        self.bridge.attach(target)
        self.source.open()

    def close(self) -> None:
        self.bridge.attach(lambda event: None)
        self.source.close()
        if self.simulator is not None:
            self.simulator.stop()
