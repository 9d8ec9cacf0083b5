import SharedPresentation

/// A screen that records every call it gets and answers `failure(of:)` as a test set it.
@MainActor
final class ScreenSpy: Screen {
    enum Message: Equatable {
        case appear
        case perform(ScreenCommand)
        case settle
        case disappear
        case failure(ScreenCommand)
    }

    private(set) var messages: [Message] = []
    var snapshot = ScreenSnapshot(title: "Spy", status: .loaded)
    let images: ItemImages? = nil
    var route: AppRoute?
    var failures: [ScreenCommand: String] = [:]

    func appear() {
        messages.append(.appear)
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        messages.append(.perform(command))
        return route
    }

    func settle() async {
        messages.append(.settle)
    }

    func disappear() {
        messages.append(.disappear)
    }

    func failure(of command: ScreenCommand) -> String? {
        messages.append(.failure(command))
        return failures[command]
    }
}
