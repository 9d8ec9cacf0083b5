import FeatureDomain
import Foundation

/// The one set of user-facing sentences for failed loads and saved data, used by every feature.
public enum LoadFailureText {
    private static let generic = "Something went wrong while loading."

    /// The sentence for `failure`, naming the feature's items by `noun` and the server by its address.
    public static func message(for failure: LoadFailure, noun: ItemNoun? = nil) -> String {
        switch failure {
        case .unreachable(let host): "Couldn't reach the server at \(host). Check the connection."
        case .noMatch: "Nothing matches."
        case .notFound: "It was not found."
        case .pageNotFound(let page, _): "Page \(page) of the \(noun?.plural ?? "list") doesn't exist."
        case .itemNotFound(let id, _): "\(noun?.detailTitle ?? "Item") \(id) was not found."
        case .mismatchedID(let asked, let answered):
            "The server answered with \(noun?.singular ?? "item") \(answered) when asked for \(asked)."
        case .notAnImage(let url): "The server didn't send an image for \(url)."
        case .unknownRoute(let url):
            "\(url) is not a route of the Rick and Morty API (HTTP 404 \"There is nothing here.\"). Check --api."
        case .notTheAPI(let url):
            "\(url) did not answer as the Rick and Morty API (HTTP 404 without the API's error). Check --api."
        case .serverError(414): "The server refused the request as too long (HTTP 414)."
        case .serverError(let status): "The server answered with an error (HTTP \(status))."
        case .busy(let seconds?): "The server is busy; it asked to wait \(seconds) seconds."
        case .busy(nil): "The server is busy; wait a moment."
        case .unreadable: "The server sent data the app couldn't read."
        case .tooLarge: "The server sent more data than the app accepts."
        case .notSaved: "This isn't saved for offline use yet. Connect to load it."
        case .cancelled: "The load was cancelled."
        case .invalidAddress(let text): "The app couldn't build a request for the server address \(text)."
        case .userDataUnusable(let reason): "Your saved data couldn't be used: \(sentenceEnd(reason))"
        }
    }

    // `text` ending a sentence: a full stop unless it already ends with one (a system message often does).
    private static func sentenceEnd(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("!") || text.hasSuffix("?") ? text : text + "."
    }

    /// The sentence for any error a load or command threw: a `LoadFailure`'s, a `ListQueryError`'s, or `generic`.
    public static func message(for error: any Error, noun: ItemNoun? = nil) -> String {
        switch error {
        case let failure as LoadFailure: message(for: failure, noun: noun)
        case let refused as ListQueryError: message(for: refused)
        default: generic
        }
    }

    /// The failure's kind for programs (`--json`): `notFound`, `pageNotFound`, `unreachable`, `invalidQuery`, ...
    public static func kind(of error: any Error) -> String {
        switch error {
        // The case's name (`busy`, `unreachable`, ...), but an item not found is `notFound` like any other.
        case LoadFailure.itemNotFound: "notFound"
        case let failure as LoadFailure: String(String(describing: failure).prefix { $0 != "(" })
        case is ListQueryError: "invalidQuery"
        default: "failure"
        }
    }

    /// The URL the failure concerns, when it names one (an unreachable server's host and port are in its sentence).
    public static func url(of error: any Error) -> String? {
        guard let failure = error as? LoadFailure else { return nil }
        switch failure {
        case .noMatch(let url, _), .notFound(let url, _), .notAnImage(let url), .unknownRoute(let url),
            .notTheAPI(let url):
            return url
        default: return nil
        }
    }

    /// The sentence for a refused search or filter.
    public static func message(for error: ListQueryError) -> String {
        switch error {
        case .tooShort(let key, let value, let minimumLength):
            key == ListFilterKey.name.name
                ? "Search for at least \(minimumLength) characters; \"\(value)\" is too short."
                : "'\(key)' takes at least \(minimumLength) characters; \"\(value)\" is too short."
        case .unknownKey(let key, let allowed):
            "Unknown filter '\(key)'. Use one of: \(allowed.joined(separator: ", "))."
        case .notAPositiveNumber(let key, let value):
            "'\(key)' takes a whole number from 1 up, not \"\(value)\"."
        case .notAChoice(let key, let value, let choices):
            "'\(key)' takes one of \(choices.joined(separator: ", ")), not \"\(value)\"."
        }
    }

    /// The notice over saved data the network failed for: `Offline: showing saved data from 2024-05-01 12:30 UTC`
    /// (the minute in UTC, whatever the machine's time zone).
    public static func offlineNotice(savedAt date: Date) -> String {
        let minute = date.formatted(.iso8601).prefix(16).replacingOccurrences(of: "T", with: " ")
        return "Offline: showing saved data from \(minute) UTC"
    }
}
