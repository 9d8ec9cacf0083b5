import Foundation

extension HTTPResponse {
    /// The response when its status is 2xx; else throws `.rateLimited` for 429 and `.httpStatus` for the others.
    public func validated(now: Date = Date()) throws(NetworkError) -> HTTPResponse {
        if isSuccess {
            return self
        }
        if statusCode == 429 {
            let seconds = retryAfter(now: now).map { Int($0.components.seconds) }
            throw .rateLimited(retryAfterSeconds: seconds, url: url)
        }
        throw .httpStatus(code: statusCode, message: serverErrorMessage, url: url)
    }

    /// The `error` text of a JSON body shaped `{"error": "..."}`, as the Rick and Morty API sends with failures.
    public var serverErrorMessage: String? {
        guard !body.isEmpty, let payload = try? JSONDecoder().decode(ServerErrorPayload.self, from: body) else {
            return nil
        }
        return payload.error
    }
}

private struct ServerErrorPayload: Decodable {
    let error: String
}
