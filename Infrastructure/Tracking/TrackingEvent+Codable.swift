import Foundation

// Events are encoded flat (`{"kind":"loadFinished","screen":"Characters","itemCount":20,"durationMs":12,...}`) so a
// JSON Lines file reads well and is easy to query with line-oriented tools.
extension TrackingEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, screen, timestamp, itemCount, message, name, argument
        case durationMilliseconds = "durationMs"
    }

    /// Decodes an event from its flat form, naming the unknown kind when there is one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "screenShown":
            kind = .screenShown
        case "loadStarted":
            kind = .loadStarted
        case "loadFinished":
            kind = .loadFinished(
                itemCount: try container.decode(Int.self, forKey: .itemCount),
                durationMilliseconds: try container.decode(Int.self, forKey: .durationMilliseconds))
        case "loadFailed":
            kind = .loadFailed(
                message: try container.decode(String.self, forKey: .message),
                durationMilliseconds: try container.decode(Int.self, forKey: .durationMilliseconds))
        case "userAction":
            kind = .userAction(
                name: try container.decode(String.self, forKey: .name),
                argument: try container.decodeIfPresent(String.self, forKey: .argument))
        case let unknown:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown tracking event kind '\(unknown)'")
        }
        screen = try container.decode(String.self, forKey: .screen)
        timestamp = try container.decode(Date.self, forKey: .timestamp)
    }

    /// Encodes the event flat: `kind` as a name beside the kind's own values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(timestamp, forKey: .timestamp)
        switch kind {
        case .screenShown:
            try container.encode("screenShown", forKey: .kind)
        case .loadStarted:
            try container.encode("loadStarted", forKey: .kind)
        case .loadFinished(let itemCount, let durationMilliseconds):
            try container.encode("loadFinished", forKey: .kind)
            try container.encode(itemCount, forKey: .itemCount)
            try container.encode(durationMilliseconds, forKey: .durationMilliseconds)
        case .loadFailed(let message, let durationMilliseconds):
            try container.encode("loadFailed", forKey: .kind)
            try container.encode(message, forKey: .message)
            try container.encode(durationMilliseconds, forKey: .durationMilliseconds)
        case .userAction(let name, let argument):
            try container.encode("userAction", forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(argument, forKey: .argument)
        }
    }
}
