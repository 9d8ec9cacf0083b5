/// A DTO of an API item carrying its own id, so an answer about another item can be refused.
public protocol IdentifiedDTO: Decodable, Sendable, Identifiable where ID == Int {
    /// The item's id as the server sent it.
    var id: Int { get }
}
