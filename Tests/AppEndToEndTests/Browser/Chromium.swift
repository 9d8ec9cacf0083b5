import Foundation
import Networking
import Testing

/// Headless Chromium driven by chromedriver, both from Debian's packages, in a home of their own (nothing is
/// written to the user's); one browser session, closed by `close()`.
final class Chromium: Sendable {
    /// The environment variable CI sets: `required` fails the suite when Chromium is missing, `skip` skips it.
    static let requirementKey = "RICKANDMORTY_BROWSER"

    /// The browser and its driver on `$PATH`, when both are installed.
    static let executables: (browser: String, driver: String)? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        func find(_ names: [String]) -> String? {
            for directory in path.split(separator: ":") {
                for name in names where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                    return "\(directory)/\(name)"
                }
            }
            return nil
        }
        guard let browser = find(["chromium", "chromium-browser", "google-chrome"]), let driver = find(["chromedriver"])
        else { return nil }
        return (browser, driver)
    }()

    /// Whether the browser suite runs: Chromium is here (and not skipped), or CI requires it (and fails without).
    static var shouldRun: Bool {
        let requirement = ProcessInfo.processInfo.environment[requirementKey]
        return requirement == "required" || (requirement != "skip" && executables != nil)
    }

    /// Why the suite is skipped, said loudly in the test run's output: asked to, or nothing to drive.
    static var skipReason: Comment {
        let asked = ProcessInfo.processInfo.environment[requirementKey] == "skip"
        return Comment(
            rawValue: asked
                ? "BROWSER SUITE SKIPPED: \(requirementKey)=skip"
                : "BROWSER SUITE SKIPPED: Chromium and chromedriver are not installed "
                    + "(apt-get install chromium chromium-driver)")
    }

    let driver: WebDriver
    private let process: Process
    private let home: URL

    private init(driver: WebDriver, process: Process, home: URL) {
        self.driver = driver
        self.process = process
        self.home = home
    }

    /// Starts chromedriver and a headless Chromium window of `width` × `height`, with JavaScript on or off.
    static func open(javaScript: Bool = true, width: Int = 390, height: Int = 844) async throws -> Chromium {
        guard let (browser, driverPath) = executables else {
            throw Unavailable(reason: "\(skipReason)")
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let port = try FreePort.find()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: driverPath)
        process.arguments = ["--port=\(port)", "--log-level=OFF"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let http = SocketHTTPClient()
        do {
            try await waitUntilReady(base, http: http)
            let driver = try await WebDriver.open(
                driver: base, chromium: browser, arguments: arguments(home: home, width: width, height: height),
                preferences: ["webkit.webprefs.javascript_enabled": javaScript], http: http)
            return Chromium(driver: driver, process: process, home: home)
        } catch {
            kill(process.processIdentifier, SIGKILL)
            await AppProcess.waitUntilExit(process)
            try? FileManager.default.removeItem(at: home)
            throw error
        }
    }

    /// Closes the browser and its driver, and removes their home.
    func close() async {
        await driver.quit()
        kill(process.processIdentifier, SIGKILL)
        await AppProcess.waitUntilExit(process)
        try? FileManager.default.removeItem(at: home)
    }

    struct Unavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    // No network of its own (no updates, sync or metrics): the browser talks to the App on loopback only.
    private static func arguments(home: URL, width: Int, height: Int) -> [String] {
        [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(home.appendingPathComponent("profile").path)", "--window-size=\(width),\(height)",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--disable-extensions", "--hide-scrollbars", "--mute-audio",
            "--force-device-scale-factor=1",
        ]
    }

    private static func waitUntilReady(_ base: URL, http: any HTTPClient) async throws {
        for _ in 0..<200 {
            if let response = try? await http.send(.get(base.appendingPathComponent("status"))),
                response.statusCode == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Unavailable(reason: "chromedriver did not answer on \(base)")
    }
}
