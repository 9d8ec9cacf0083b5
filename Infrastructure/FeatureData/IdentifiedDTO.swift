/// A DTO of an API item, which carries its own id (`/character/2` answers `{"id": 2, ...}`), so an answer about
/// another item can be refused.
public protocol IdentifiedDTO: Decodable, Sendable {
    /// The item's id as the server sent it.
    var id: Int { get }
}
