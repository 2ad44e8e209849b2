; Inno Setup 6 script: the Windows installer of the dealer console.
;
; It wraps the same one-folder bundle as on Linux, built on Windows from
; installer\dealer-console.spec (see the README, "Windows"):
;
;   .venv\Scripts\pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller installer\dealer-console.spec
;   iscc installer\windows\dealer-console.iss
;
; -> dist\dealer-console-VERSION-windows-x64-setup.exe
;
; Kept consistent with the spec by tests/project/test_installer.py (it cannot be
; compiled on the Linux build machine): BundleName is the spec's BUNDLE,
; CommandExe its EXECUTABLE, AppExe the windowed launcher the spec adds on
; Windows, and the version is read from pyproject.toml below (or given with
; iscc /DAppVersion=1.2.3).

#define AppName "Dealer Console"
#define BundleName "dealer-console"
#define AppExe "dealer-console.exe"
#define CommandExe "dealer-app.exe"
#define ProjectDir AddBackslash(SourcePath) + "..\.."
#define BundleDir ProjectDir + "\dist\" + BundleName

; The version: the line `version = "X.Y.Z"` of pyproject.toml's [project] table.
#ifndef AppVersion
  #define AppVersion ""
  #define FileHandle
  #define FileLine
  #sub ReadVersionLine
    #define FileLine = FileRead(FileHandle)
    #if AppVersion == "" && Pos('version = "', FileLine) == 1
      #define AppVersion = Copy(FileLine, 12, Len(FileLine) - 12)
    #endif
  #endsub
  #for {FileHandle = FileOpen(ProjectDir + "\pyproject.toml"); FileHandle && !FileEof(FileHandle); ""} ReadVersionLine
  #if FileHandle
    #expr FileClose(FileHandle)
  #endif
  #if AppVersion == ""
    #error No 'version = "..."' line in pyproject.toml: pass iscc /DAppVersion=X.Y.Z
  #endif
#endif

#if !FileExists(BundleDir + "\" + CommandExe)
  #error The bundle is not built: run pyinstaller on installer\dealer-console.spec first (see the README)
#endif

[Setup]
; AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{8F3C2A51-6E0B-4D7A-9C1E-2B5D7F4A9E63}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
OutputDir={#ProjectDir}\dist
OutputBaseFilename={#BundleName}-{#AppVersion}-windows-x64-setup
SetupIconFile={#ProjectDir}\installer\icons\dealer-console.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
; Qt 6 runs on 64-bit Windows 10 1809 (build 17763) and later, Windows 11.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763
PrivilegesRequired=admin
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
; The console may be running at the table: ask to close it before replacing files.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: no library of the previous version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
