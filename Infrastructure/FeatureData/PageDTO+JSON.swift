import Foundation
import StrictJSON

extension PageDTO {
    /// A page read from `data` by the one strict reader (`JSONTape`'s verdict, as `decodeJSON` reads an answer).
    public init(json data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: JSONTape(validating: data).bytesForDecoder)
    }
}
