import Foundation
import StrictJSON

extension HTTPResponse {
    /// The response when its status is 2xx; else throws `.rateLimited` for 429 and `.httpStatus` for the others.
    public func validated(now: Date = Date()) throws(NetworkError) -> HTTPResponse {
        if (200..<300).contains(statusCode) {
            return self
        }
        if statusCode == 429 {
            let seconds = retryAfter(now: now).map { Int($0.components.seconds) }
            throw .rateLimited(retryAfterSeconds: seconds, url: url)
        }
        // The text of a `{"error": "..."}` body, as the Rick and Morty API sends with failures.
        let tape = try? JSONTape(validating: body)
        let message = tape.flatMap { tape in tape.member("error", of: tape.root).flatMap(tape.string) }
        throw .httpStatus(code: statusCode, message: message, url: url)
    }
}
