import Foundation

/// What a signal did before the editor took it over (its default action, ignored, or a handler), to put back.
struct SignalAction: @unchecked Sendable {
    // @unchecked: the handler is a C function pointer, an immutable address any thread may install.
    typealias Handler = @convention(c) (Int32) -> Void

    private let handler: Handler?

    /// The action `signal()` returned.
    init(_ handler: Handler?) {
        self.handler = handler
    }

    /// Makes this the action of signal `number` again.
    func install(for number: Int32) {
        signal(number, handler ?? SIG_DFL)
    }
}
