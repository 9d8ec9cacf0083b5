import Foundation
import TestSupport
import Testing

extension AppEndToEnd.ScriptLane {
    /// `App shell` on a pseudo-terminal: the line editor, checked by the bytes the App writes.
    @Suite("App: the shell's line editor on a terminal")
    struct ShellOnTerminalTests {
        static let prompt = AppOnTerminal.prompt

        @Test func upRecallsThePreviousCommandAlsoAfterTheShellRestartsWithTheSameDataFolder() async throws {
            let home = try TemporaryDirectory()
            defer { home.remove() }
            let arguments = ["shell", "--no-cache", "--data-dir", home.url.appendingPathComponent("data").path]
            let first = try AppOnTerminal(arguments, home: home.url)
            _ = try await first.read(through: Self.prompt)
            first.type("characters\r")
            _ = try await first.read(through: Self.prompt)
            first.type("next\r")
            _ = try await first.read(through: Self.prompt)
            first.type("\u{1B}[A")
            let recalled = try await first.read(through: "\r> next\u{1B}[0K")
            first.type("\u{15}\u{4}")
            #expect(await first.exit() == (0, false))

            let second = try AppOnTerminal(arguments, home: home.url)
            _ = try await second.read(through: Self.prompt)
            second.type("\u{1B}[A")
            _ = try await second.read(through: "\r> next\u{1B}[0K")
            second.type("\u{1B}[A")
            _ = try await second.read(through: "\r> characters\u{1B}[0K")
            second.type("\r")
            let screen = try await second.read(through: Self.prompt)
            second.type("\u{4}")

            #expect(!recalled.isEmpty)
            #expect(screen.contains("Page 1 of"), "\(screen.debugDescription)")
            #expect(await second.exit() == (0, false))
            let history = home.url.appendingPathComponent("data/shell/history.data")
            #expect(try String(contentsOf: history, encoding: .utf8) == "characters\nnext\ncharacters\n")
        }

        /// Run from an interactive bash that has the terminal (`setsid --ctty`), as at a real terminal: Ctrl-Z stops
        /// the App as a job, with the terminal put back, and `fg` brings back the line being typed.
        @Test(.enabled(if: ["/usr/bin/setsid", "/bin/bash"].allSatisfy(FileManager.default.isExecutableFile)))
        func controlZStopsTheShellAsAJobAndFgBringsBackTheLineBeingTyped() async throws {
            let home = try TemporaryDirectory()
            defer { home.remove() }
            let bash = try AppOnTerminal(
                executable: URL(fileURLWithPath: "/usr/bin/setsid"),
                ["--ctty", "/bin/bash", "--norc", "--noprofile", "-i"], home: home.url,
                // bash keeps no history, and its HOME is the test's: nothing is written to the user's home.
                environment: ["PS1": "$ ", "HISTFILE": "", "HOME": home.url.path])
            _ = try await bash.read(through: "$ ")
            bash.type("\(try AppExecutable.url().path) shell --no-cache --data-dir \(home.url.path)\r")
            _ = try await bash.read(through: Self.prompt)

            bash.type("chara\u{1A}")
            let stopped = try await bash.read(through: "$ ")
            bash.type("stty -a\r")
            let modesWhileStopped = try await bash.read(through: "$ ")
            bash.type("fg\r")
            _ = try await bash.read(through: "\r> chara\u{1B}[0K")
            bash.type("cters\r")
            let screen = try await bash.read(through: Self.prompt)
            bash.type("\u{4}")
            _ = try await bash.read(through: "$ ")
            bash.type("exit\r")

            #expect(stopped.contains("^Z\r\n") && stopped.contains("Stopped"), "\(stopped.debugDescription)")
            #expect(modesWhileStopped.contains(" icanon") && !modesWhileStopped.contains("-icanon"))
            let beforeTheTitle = screen.components(separatedBy: "Characters").first ?? screen
            #expect(!beforeTheTitle.contains("cters\r\n"), "keys typed after fg are not echoed: the terminal is raw")
            #expect(screen.contains("Page 1 of"), "\(screen.debugDescription)")
            #expect(await bash.exit() == (0, false))
        }

        @Test func tabCompletesTheCommandsAndTheValuesOfTheFilterOfTheListOnScreen() async throws {
            let home = try TemporaryDirectory()
            defer { home.remove() }
            let app = try AppOnTerminal(["shell", "--no-cache", "--data-dir", home.url.path], home: home.url)
            _ = try await app.read(through: Self.prompt)

            app.type("cha\t")
            _ = try await app.read(through: "\r> characters\u{1B}[0K")
            app.type("\t")
            let fitted = try await app.read(through: "\r> characters\u{1B}[0K")
            app.type("\r")
            _ = try await app.read(through: Self.prompt)
            app.type("filter status=a\t")
            _ = try await app.read(through: "\r> filter status=alive \u{1B}[0K")
            app.type("\r")
            let filtered = try await app.read(through: Self.prompt)
            app.type("filter status=\t\t")
            let offered = try await app.read(through: "unknown\r\n")
            app.type("\u{15}\u{4}")

            #expect(fitted.contains("\r\ncharacter   characters\r\n"), "\(fitted.debugDescription)")
            #expect(filtered.contains("Alive"), "\(filtered.debugDescription)")
            #expect(!filtered.contains("— Dead"), "\(filtered.debugDescription)")
            #expect(offered.contains("\r\nalive    dead     unknown\r\n"), "\(offered.debugDescription)")
            #expect(await app.exit() == (0, false))
        }

        @Test func controlCClearsTheLineAndTheShellGoesOn() async throws {
            let home = try TemporaryDirectory()
            defer { home.remove() }
            let app = try AppOnTerminal(["shell", "--no-cache", "--data-dir", home.url.path], home: home.url)
            _ = try await app.read(through: Self.prompt)

            app.type("episodes\u{3}")
            let interrupted = try await app.read(through: Self.prompt)
            app.type("characters\r")
            let screen = try await app.read(through: Self.prompt)
            app.type("\u{4}")

            #expect(interrupted.contains("\r> episodes\u{1B}[0K\r\u{1B}[10C^C\r\n"), "\(interrupted.debugDescription)")
            #expect(screen.contains("Page 1 of"), "\(screen.debugDescription)")
            #expect(!screen.contains("Episodes"), "the line dropped never ran")
            #expect(await app.exit() == (0, false))
        }

        @Test func aSignalWhileALineIsTypedEndsTheAppAndLeavesTheTerminalAsItFoundIt() async throws {
            let home = try TemporaryDirectory()
            defer { home.remove() }
            let app = try AppOnTerminal(["shell", "--no-cache", "--data-dir", home.url.path], home: home.url)
            let before = try app.terminal.localModes()
            _ = try await app.read(through: Self.prompt)
            app.type("characters\r")
            _ = try await app.read(through: Self.prompt)
            app.type("chara")
            _ = try await app.read(through: "\r> chara\u{1B}[0K")
            let whileTyping = try app.terminal.localModes()

            app.terminate()
            let end = await app.exit()

            #expect(whileTyping & tcflag_t(ICANON | ECHO) == 0, "raw while a line is typed")
            #expect(end == (SIGTERM, true))
            #expect(try app.terminal.localModes() == before)
        }

        @Test func aShellReadingAPipeReadsLinesAsTheyComeWhateverTheTerminalType() async throws {
            let run = try await AppProcess.run(
                ["shell", "--no-cache"], input: "characters\nsearch Rick\n", environment: ["TERM": "xterm"])

            #expect(run.status == 0, "\(run)")
            #expect(!run.standardError.contains("\u{1B}"), "no line editor: \(run.standardError.debugDescription)")
            #expect(run.standardOutput.contains("Rick Sanchez"))
        }
    }
}
