/* vpcd with a card-event wait, for the PC/SC tests and bench/pcsc.py (tests/pcsc_stack.py builds it).

   Debian's vpcd driver (vsmartcard-vpcd) has no way to tell pcscd that a card came or went, so pcscd
   asks it every 400 ms (PCSCLITE_STATUS_POLL_RATE, eventhandler.c): a card waits 0 to 400 ms before
   pcscd looks. A USB reader with an interrupt endpoint (the ACR122U has one) is driven by libccid's
   IFDHPolling instead: pcscd's reader thread blocks in the driver until the reader's NotifySlotChange
   says a card moved, then looks at once. This small driver does the same for vpcd, and nothing else:
   it loads vpcd, passes every IFDH call through unchanged, and gives pcscd, as
   TAG_IFD_POLLING_THREAD_WITH_TIMEOUT, a wait that ends when a virtual card connects to the reader's
   port (the card put down) or its connection closes (the card lifted). vpcd's own exchange (ATR, power
   on, APDUs) is untouched: the bytes pcscd and the card see are the same.

   The sockets are vpcd's own, found by their port (vpcd's slot N listens on CHANNELID + N): the listening
   one holds a card waiting to be accepted, the accepted one's end of file is the card lifted.
   TAG_IFD_STOP_POLLING_THREAD ends a wait when pcscd removes the reader (a pipe per reader wakes it). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <PCSC/ifdhandler.h>

#ifndef VPCD_DRIVER
#define VPCD_DRIVER "/usr/lib/pcsc/drivers/serial/libifdvpcd.so"
#endif
#define VPCD_DEFAULT_PORT 35963
#define READERS 16
#define SLOTS 16

static void *vpcd;
static unsigned short base_port[READERS];
static int wake[READERS][SLOTS][2];             /* a pipe per slot: its write end stops the wait */
static int piped[READERS];

/* vpcd's own function, or IFD_COMMUNICATION_ERROR when vpcd cannot be loaded. */
#define CALL(name, ...) do { __typeof__(&name) f = (__typeof__(&name)) real(#name); \
                             return f != NULL ? f(__VA_ARGS__) : IFD_COMMUNICATION_ERROR; } while (0)

static void *real(const char *name)
{
    if (vpcd == NULL)
        vpcd = dlopen(VPCD_DRIVER, RTLD_NOW | RTLD_LOCAL);
    return vpcd == NULL ? NULL : dlsym(vpcd, name);
}

static unsigned reader_of(DWORD lun) { return (lun >> 16) % READERS; }
static unsigned slot_of(DWORD lun) { return (lun & 0xffff) % SLOTS; }

static void remember(DWORD lun, const char *device)
{
    const char *colon = device == NULL ? NULL : strrchr(device, ':');
    unsigned r = reader_of(lun);
    base_port[r] = colon != NULL ? (unsigned short) atoi(colon + 1) : VPCD_DEFAULT_PORT;
    for (unsigned s = 0; s < SLOTS && !piped[r]; s++)
        if (pipe(wake[r][s]) != 0)
            wake[r][s][0] = wake[r][s][1] = -1;
    piped[r] = 1;
}

/* vpcd's socket on ``port``: the listening one (listening = 1) or the card's accepted connection. */
static int vpcd_socket(unsigned short port, int listening)
{
    for (int fd = 0; fd < 1024; fd++) {
        struct sockaddr_in addr;
        socklen_t len = sizeof addr;
        int accepting = 0;
        socklen_t optlen = sizeof accepting;
        if (getsockname(fd, (struct sockaddr *) &addr, &len) != 0 || addr.sin_family != AF_INET
                || ntohs(addr.sin_port) != port)
            continue;
        if (getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &optlen) != 0)
            continue;
        if (accepting == listening)
            return fd;
    }
    return -1;
}

static void sleep_ms(int ms)
{
    struct timespec t = { ms / 1000, (long) (ms % 1000) * 1000000L };
    nanosleep(&t, NULL);
}

/* pcscd's reader thread waits here between two looks at the slot; any return makes it look again. */
static RESPONSECODE wait_for_card_event(DWORD lun, int timeout_ms)
{
    unsigned r = reader_of(lun), s = slot_of(lun);
    unsigned short port = (unsigned short) (base_port[r] + s);
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        int card = vpcd_socket(port, 0);
        int fd = card >= 0 ? card : vpcd_socket(port, 1);
        if (fd < 0) {                        /* vpcd not listening (yet): look again as pcscd would */
            sleep_ms(timeout_ms < 400 ? timeout_ms : 400);
            return IFD_SUCCESS;
        }
        clock_gettime(CLOCK_MONOTONIC, &now);
        long spent = (now.tv_sec - start.tv_sec) * 1000L + (now.tv_nsec - start.tv_nsec) / 1000000L;
        long left = timeout_ms - spent;
        if (left <= 0)
            return IFD_SUCCESS;          /* the wait's end: pcscd looks (IFD_SUCCESS: no extra 400 ms sleep) */
        struct pollfd fds[2] = { { fd, POLLIN | POLLRDHUP, 0 }, { wake[r][s][0], POLLIN, 0 } };
        int n = poll(fds, fds[1].fd >= 0 ? 2 : 1, (int) left);
        if (n < 0 && errno != EINTR)
            return IFD_COMMUNICATION_ERROR;
        if (n <= 0)
            continue;
        if (fds[1].revents) {                /* TAG_IFD_STOP_POLLING_THREAD: the reader is going */
            char byte;
            (void) read(wake[r][s][0], &byte, 1);
            return IFD_SUCCESS;
        }
        if (card < 0)
            return IFD_SUCCESS;              /* a card connected: put down */
        char peek;
        ssize_t got = recv(card, &peek, 1, MSG_PEEK | MSG_DONTWAIT);
        if (got <= 0 || (fds[0].revents & (POLLRDHUP | POLLHUP | POLLERR))) {
            sleep_ms(1);                     /* lifted: pcscd's look ends vpcd's connection; once only */
            return IFD_SUCCESS;
        }
        sleep_ms(1);                         /* an answer in flight for pcscd's own exchange: not ours */
    }
}

static RESPONSECODE stop_waiting(DWORD lun)
{
    int fd = wake[reader_of(lun)][slot_of(lun)][1];
    if (fd >= 0)
        (void) write(fd, "x", 1);
    return IFD_SUCCESS;
}

RESPONSECODE IFDHCreateChannelByName(DWORD Lun, LPSTR DeviceName)
{
    remember(Lun, DeviceName);
    CALL(IFDHCreateChannelByName, Lun, DeviceName);
}

RESPONSECODE IFDHCreateChannel(DWORD Lun, DWORD Channel)
{
    char device[32];
    snprintf(device, sizeof device, "/dev/null:%lu", (unsigned long) Channel);
    remember(Lun, device);
    CALL(IFDHCreateChannel, Lun, Channel);
}

RESPONSECODE IFDHCloseChannel(DWORD Lun) { CALL(IFDHCloseChannel, Lun); }

RESPONSECODE IFDHGetCapabilities(DWORD Lun, DWORD Tag, PDWORD Length, PUCHAR Value)
{
    if (Tag == TAG_IFD_POLLING_THREAD_WITH_TIMEOUT || Tag == TAG_IFD_STOP_POLLING_THREAD) {
        if (*Length < sizeof(void *))
            return IFD_ERROR_INSUFFICIENT_BUFFER;
        *Length = sizeof(void *);
        if (Tag == TAG_IFD_POLLING_THREAD_WITH_TIMEOUT)
            *(RESPONSECODE (**)(DWORD, int)) Value = wait_for_card_event;
        else
            *(RESPONSECODE (**)(DWORD)) Value = stop_waiting;
        return IFD_SUCCESS;
    }
    CALL(IFDHGetCapabilities, Lun, Tag, Length, Value);
}

RESPONSECODE IFDHSetCapabilities(DWORD Lun, DWORD Tag, DWORD Length, PUCHAR Value)
{
    CALL(IFDHSetCapabilities, Lun, Tag, Length, Value);
}

RESPONSECODE IFDHSetProtocolParameters(DWORD Lun, DWORD Protocol, UCHAR Flags, UCHAR PTS1, UCHAR PTS2, UCHAR PTS3)
{
    CALL(IFDHSetProtocolParameters, Lun, Protocol, Flags, PTS1, PTS2, PTS3);
}

RESPONSECODE IFDHPowerICC(DWORD Lun, DWORD Action, PUCHAR Atr, PDWORD AtrLength)
{
    CALL(IFDHPowerICC, Lun, Action, Atr, AtrLength);
}

RESPONSECODE IFDHTransmitToICC(DWORD Lun, SCARD_IO_HEADER SendPci, PUCHAR TxBuffer, DWORD TxLength,
                               PUCHAR RxBuffer, PDWORD RxLength, PSCARD_IO_HEADER RecvPci)
{
    CALL(IFDHTransmitToICC, Lun, SendPci, TxBuffer, TxLength, RxBuffer, RxLength, RecvPci);
}

RESPONSECODE IFDHControl(DWORD Lun, DWORD dwControlCode, PUCHAR TxBuffer, DWORD TxLength, PUCHAR RxBuffer,
                         DWORD RxLength, LPDWORD pdwBytesReturned)
{
    CALL(IFDHControl, Lun, dwControlCode, TxBuffer, TxLength, RxBuffer, RxLength, pdwBytesReturned);
}

RESPONSECODE IFDHICCPresence(DWORD Lun) { CALL(IFDHICCPresence, Lun); }
