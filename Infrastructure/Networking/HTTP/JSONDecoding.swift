import Foundation
import StrictJSON

/// Decodes `data` (a response body, fresh or cached) fetched from `url` as strict JSON (`JSONTape`'s verdict), naming
/// the failing key on error.
public func decodeJSON<T: Decodable>(
    _ type: T.Type,
    from data: Data,
    url: URL,
    decoder: JSONDecoder = JSONDecoder()
) throws(NetworkError) -> T {
    // The tape's verdict is the only one: what it refuses is refused here as by the crawl, the replica and the user's
    // data, and what it accepts reaches the decoder in a form the decoder reads the same way.
    let tape: JSONTape
    do {
        tape = try JSONTape(validating: data)
    } catch {
        throw .decoding(error, url: url)
    }
    do {
        return try decoder.decode(type, from: tape.bytesForDecoder)
    } catch let error as DecodingError {
        throw .decoding(path: error.failingPath, reason: error.reason, url: url)
    } catch {
        throw .decoding(path: "", reason: String(describing: error), url: url)
    }
}

extension NetworkError {
    /// The decoding error for an answer from `url` that `JSONTape` refused, naming where a repeated key is.
    public static func decoding(_ failure: JSONTape.Failure, url: URL) -> NetworkError {
        switch failure {
        case .duplicateKey(let path, let key, _):
            .decoding(path: path, reason: "the key \"\(key)\" appears twice in one object", url: url)
        case .syntax, .tooDeep:
            .decoding(path: "", reason: failure.description, url: url)
        }
    }
}

extension DecodingError {
    var failingPath: String {
        guard let context else { return "" }
        if case .keyNotFound(let key, _) = self { return Self.render(context.codingPath + [key]) }
        return Self.render(context.codingPath)
    }

    var reason: String {
        guard let context else { return String(describing: self) }
        let underlying = context.underlyingError.map { " (\(String(describing: $0)))" } ?? ""
        return context.debugDescription + underlying
    }

    private var context: Context? {
        switch self {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default:
            nil
        }
    }

    private static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
