import Locking

/// A spy that factories report to, recording which factory ran, in order.
final class FactoryCallLog: Sendable {
    enum Message: Equatable, Sendable {
        case made(String)
    }

    private let storage = Locked<[Message]>([])

    var messages: [Message] {
        storage.withLock { $0 }
    }

    func record(_ message: Message) {
        storage.withLock { $0.append(message) }
    }
}
