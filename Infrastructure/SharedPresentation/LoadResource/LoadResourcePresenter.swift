/// Turns one resource's load events into display calls on a `ResourceView`.
///
/// On start: no error, then loading. On success: the presentation model, then not loading. On failure (a mapping
/// failure included): the error message, then not loading. On cancellation: not loading.
@MainActor
public final class LoadResourcePresenter<Resource, View: ResourceView>: LoadResourceDelegate {
    /// The resource a load delivers.
    public typealias Item = Resource

    private let view: View
    private let mapper: (Resource) throws -> View.ResourcePresentationModel
    private let errorMessage: (any Error) -> String

    /// Creates a presenter that drives `view` (retained), mapping resources with `mapper`, errors with `errorMessage`.
    public init(
        view: View,
        mapper: @escaping (Resource) throws -> View.ResourcePresentationModel,
        errorMessage: @escaping (any Error) -> String = SharedStrings.loadErrorMessage(for:)
    ) {
        self.view = view
        self.mapper = mapper
        self.errorMessage = errorMessage
    }

    /// Hides the error and shows the loading state.
    public func didStartLoading() {
        view.display(errorMessage: nil)
        view.display(isLoading: true)
    }

    /// Shows the mapped resource and ends the loading state; a mapping failure is shown as an error.
    public func didFinishLoading(with resource: Resource) {
        do {
            view.display(presentationModel: try mapper(resource))
            view.display(isLoading: false)
        } catch {
            didFinishLoading(with: error)
        }
    }

    /// Shows the user-facing message for `error` and ends the loading state.
    public func didFinishLoading(with error: any Error) {
        view.display(errorMessage: errorMessage(error))
        view.display(isLoading: false)
    }

    /// Ends the loading state.
    public func didCancelLoading() {
        view.display(isLoading: false)
    }
}
