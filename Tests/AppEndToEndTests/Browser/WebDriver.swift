import Foundation
import Networking

/// A W3C WebDriver client (JSON over HTTP, sent with the project's own HTTP client) for one browser session.
struct WebDriver: Sendable {
    /// What a command failed with: WebDriver's error code and message.
    struct Failure: Error, CustomStringConvertible {
        let command: String
        let error: String
        let message: String
        var description: String { "WebDriver \(command) failed: \(error): \(message)" }
    }

    /// An element of the page, by the reference WebDriver gave it.
    struct Element: Sendable {
        let reference: String
    }

    private struct Reply<Value: Decodable>: Decodable {
        let value: Value
    }

    private struct ErrorValue: Decodable {
        let error: String
        let message: String
    }

    private struct SessionValue: Decodable {
        let sessionId: String
    }

    private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    private let base: URL
    private let session: String
    private let http: any HTTPClient

    /// Opens a session on the driver at `driver`, with Chromium's `arguments` and `preferences`.
    static func open(
        driver: URL, chromium: String, arguments: [String], preferences: [String: Any] = [:], http: any HTTPClient
    ) async throws -> WebDriver {
        let options: [String: Any] = ["binary": chromium, "args": arguments, "prefs": preferences]
        let capabilities = ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]]
        let reply: SessionValue = try await send(
            "POST", driver.appendingPathComponent("session"), capabilities, http: http, command: "new session")
        return WebDriver(
            base: driver.appendingPathComponent("session/\(reply.sessionId)"), session: reply.sessionId, http: http)
    }

    /// Loads `url` in the current window.
    func go(to url: String) async throws {
        try await call("POST", "url", ["url": url])
    }

    /// The browser's back button.
    func back() async throws {
        try await call("POST", "back", [String: String]())
    }

    /// The result of `script` run in the page (its `return` value), decoded as `Value`.
    @discardableResult
    func run<Value: Decodable>(_ script: String, as type: Value.Type = Value.self) async throws -> Value {
        try await command("POST", "execute/sync", ["script": script, "args": [String]()])
    }

    /// The first element matching the CSS `selector`.
    func element(_ selector: String) async throws -> Element {
        let found: [String: String] = try await command(
            "POST", "element", ["using": "css selector", "value": selector])
        return Element(reference: found[Self.elementKey] ?? "")
    }

    /// Every element matching the CSS `selector`.
    func elements(_ selector: String) async throws -> [Element] {
        let found: [[String: String]] = try await command(
            "POST", "elements", ["using": "css selector", "value": selector])
        return found.map { Element(reference: $0[Self.elementKey] ?? "") }
    }

    /// Clicks `element` as a person would.
    func click(_ element: Element) async throws {
        try await call("POST", "element/\(element.reference)/click", [String: String]())
    }

    /// Types `text` into `element`, key by key.
    func type(_ text: String, into element: Element) async throws {
        try await call("POST", "element/\(element.reference)/value", ["text": text])
    }

    /// The rendered text of `element`.
    func text(of element: Element) async throws -> String {
        try await command("GET", "element/\(element.reference)/text", nil)
    }

    /// The text of an open alert (a script's `alert()`), nil when none is open.
    func alertText() async throws -> String? {
        do {
            let text: String = try await command("GET", "alert/text", nil)
            return text
        } catch let failure as Failure where failure.error == "no such alert" {
            return nil
        }
    }

    /// Resizes the window to `width` × `height` CSS pixels.
    func resize(width: Int, height: Int) async throws {
        let _: [String: Double] = try await command("POST", "window/rect", ["width": width, "height": height])
    }

    /// Opens a new window and returns its handle.
    func newWindow() async throws -> String {
        let window: [String: String] = try await command("POST", "window/new", ["type": "window"])
        return window["handle"] ?? ""
    }

    /// The handle of the current window.
    func windowHandle() async throws -> String {
        try await command("GET", "window", nil)
    }

    /// The handles of every open window.
    func windowHandles() async throws -> [String] {
        try await command("GET", "window/handles", nil)
    }

    /// Makes the window `handle` the current one.
    func switchToWindow(_ handle: String) async throws {
        try await call("POST", "window", ["handle": handle])
    }

    /// Emulates `prefers-color-scheme` (a Chrome DevTools command).
    func emulateColorScheme(_ scheme: String) async throws {
        let parameters: [String: Any] = ["features": [["name": "prefers-color-scheme", "value": scheme]]]
        let _: [String: String] = try await command(
            "POST", "goog/cdp/execute", ["cmd": "Emulation.setEmulatedMedia", "params": parameters])
    }

    /// A PNG of the window.
    func screenshot() async throws -> Data {
        let encoded: String = try await command("GET", "screenshot", nil)
        return Data(base64Encoded: encoded) ?? Data()
    }

    /// Ends the session and closes the browser.
    func quit() async {
        let _: Empty? = try? await Self.send("DELETE", base, nil, http: http, command: "delete session")
    }

    private struct Empty: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    private func call(_ method: String, _ path: String, _ body: Any?) async throws {
        let _: Empty = try await command(method, path, body)
    }

    private func command<Value: Decodable>(_ method: String, _ path: String, _ body: Any?) async throws -> Value {
        try await Self.send(method, base.appendingPathComponent(path), body, http: http, command: path)
    }

    private static func send<Value: Decodable>(
        _ method: String, _ url: URL, _ body: Any?, http: any HTTPClient, command: String
    ) async throws -> Value {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let request = HTTPRequest(
            method: HTTPMethod(rawValue: method) ?? .get, url: url,
            headers: data == nil ? [:] : ["Content-Type": "application/json; charset=utf-8"], body: data)
        let response = try await http.send(request)
        guard response.statusCode == 200 else {
            let failure = try? JSONDecoder().decode(Reply<ErrorValue>.self, from: response.body).value
            throw Failure(
                command: command, error: failure?.error ?? "HTTP \(response.statusCode)",
                message: failure?.message ?? String(decoding: response.body.prefix(300), as: UTF8.self))
        }
        return try JSONDecoder().decode(Reply<Value>.self, from: response.body).value
    }
}
