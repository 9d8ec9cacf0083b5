import FeatureKit
import Foundation
import LoopbackHTTP
import SharedPresentation

// What a page posts: an action (a favourite), or a command to its screen (refresh, retry, more, search).
extension BrowserSession {
    func act(_ request: HTTPServerRequest) async -> HTTPServerResponse {
        let form = Self.form(request)
        let back = Self.localAddress(form["return"]) ?? navigation.first?.address ?? "/"
        guard let actions, let name = form["name"],
            let action = manifests.flatMap(\.actions).first(where: { $0.name == name })
        else {
            return refusal(request, status: 400, message: "No feature carries out '\(form["name"] ?? "")'.")
        }
        var id: Int?
        if action.takesID {
            guard let value = form["id"].flatMap({ Int($0) }), value > 0 else {
                return refusal(
                    request, status: 400, message: "'\(name)' takes the id of an item, a whole number from 1.")
            }
            id = value
        }
        do {
            let result = try await actions.perform(ActionRequest(name, id: id))
            publishAll()
            return Self.isScripted(request)
                ? BrowserResponses.json(["message": result.message]) : BrowserResponses.redirect(to: back)
        } catch {
            return refusal(request, status: 422, message: error.message)
        }
    }

    func command(_ request: HTTPServerRequest) async -> HTTPServerResponse {
        let form = Self.form(request)
        guard let id = form["screen"].flatMap({ Int($0) }), let open = screens[id] else {
            return refusal(request, status: 404, message: "That screen was closed; load the page again.")
        }
        let command: ScreenCommand
        switch form["command"] {
        case "refresh": command = .refresh
        case "retry": command = .retry
        case "more": command = .loadMore
        case "search": command = .search(form["text"] ?? "")
        default:
            return refusal(request, status: 400, message: "'\(form["command"] ?? "")' is not a command a page sends.")
        }
        do {
            if let route = try open.screen.perform(command) {
                return BrowserResponses.redirect(to: WebAddress.path(of: route))
            }
        } catch {
            return refusal(request, status: 409, message: error.message)
        }
        guard !Self.isScripted(request) else { return HTTPServerResponse(status: 204) }
        await settle(open.screen)
        return BrowserResponses.redirect(to: WebAddress.path(of: open.route))
    }

    /// A refused post: JSON for the page's script, else a page saying why.
    private func refusal(_ request: HTTPServerRequest, status: Int, message: String) -> HTTPServerResponse {
        guard Self.isScripted(request) else {
            return failurePage(status: status, title: "Not done", message: message)
        }
        return BrowserResponses.json(["error": message], status: status)
    }

    /// Whether the page's own script sent the request (it reads JSON or nothing back, not a page).
    static func isScripted(_ request: HTTPServerRequest) -> Bool {
        request.header("X-Requested-With") == "fetch"
    }

    /// A form's fields, the first of each name.
    static func form(_ request: HTTPServerRequest) -> [String: String] {
        let text = String(decoding: request.body, as: UTF8.self)
        return Dictionary(WebAddress.fields(Substring(text)).map { ($0.name, $0.value) }) { first, _ in first }
    }

    /// `address` when it is a path of this host (`/characters?page=2`), never another site's.
    static func localAddress(_ address: String?) -> String? {
        guard let address, address.hasPrefix("/"), !address.hasPrefix("//"), !address.contains("\\"),
            address.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        return address
    }
}
