import SharedPresentation
import Testing

@MainActor
@Suite("LoadResourcePresenter")
struct LoadResourcePresenterTests {
    @Test func createsWithoutDisplayingAnything() {
        let (_, view) = makeSUT()

        #expect(view.messages.isEmpty)
    }

    @Test func startHidesTheErrorThenShowsLoading() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()

        #expect(view.messages == [.errorMessage(nil), .isLoading(true)])
    }

    @Test func successShowsTheMappedModelThenStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: 7)

        #expect(view.messages == [.presentationModel("#7"), .isLoading(false)])
    }

    @Test func failureShowsTheMessageThenStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: TestError("offline"))

        #expect(view.messages == [.errorMessage("failed: offline"), .isLoading(false)])
    }

    @Test func mappingFailureShowsAnErrorMessageThenStopsLoading() {
        let (sut, view) = makeSUT(mapper: { _ in throw TestError("bad data") })

        sut.didFinishLoading(with: 7)

        #expect(view.messages == [.errorMessage("failed: bad data"), .isLoading(false)])
    }

    @Test func cancellationStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didCancelLoading()

        #expect(view.messages == [.isLoading(false)])
    }

    @Test func aWholeLoadDrivesTheViewInOrder() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()
        sut.didFinishLoading(with: TestError("offline"))
        sut.didStartLoading()
        sut.didFinishLoading(with: 7)

        #expect(
            view.messages == [
                .errorMessage(nil), .isLoading(true), .errorMessage("failed: offline"), .isLoading(false),
                .errorMessage(nil), .isLoading(true), .presentationModel("#7"), .isLoading(false),
            ])
    }

    // MARK: - Helpers

    private func makeSUT(
        mapper: @escaping (Int) throws -> String = { "#\($0)" }
    ) -> (sut: LoadResourcePresenter<Int, ResourceViewSpy>, view: ResourceViewSpy) {
        let view = ResourceViewSpy()
        let sut = LoadResourcePresenter(view: view, mapper: mapper, errorMessage: { "failed: \($0)" })
        return (sut, view)
    }
}

@MainActor
private final class ResourceViewSpy: ResourceView {
    enum Message: Equatable {
        case isLoading(Bool)
        case errorMessage(String?)
        case presentationModel(String)
    }

    private(set) var messages: [Message] = []

    func display(isLoading: Bool) {
        messages.append(.isLoading(isLoading))
    }

    func display(errorMessage: String?) {
        messages.append(.errorMessage(errorMessage))
    }

    func display(presentationModel: String) {
        messages.append(.presentationModel(presentationModel))
    }
}
