import Foundation

/// Supplies the JPEG bytes the replica serves at `/api/character/avatar/<id>.jpeg`.
public protocol AvatarSource: Sendable {
    /// The avatar of character `id` as JPEG data, or nil when there is none (the replica answers 404).
    func jpegData(forCharacter id: Int) -> Data?
}
