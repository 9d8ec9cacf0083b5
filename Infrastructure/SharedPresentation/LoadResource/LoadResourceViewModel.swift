import Observation

/// Observable state of one resource's load: whether it is loading, the error to show, and the mapped item.
///
/// A failed load (or a failed mapping) keeps the item shown before, so a failed refresh loses nothing.
@Observable
@MainActor
public final class LoadResourceViewModel<Resource, PresentationModel>: LoadResourceDelegate {
    /// The resource a load delivers.
    public typealias Item = Resource

    /// True while a load is in flight.
    public private(set) var isLoading = false
    /// The user-facing message of the last failure; nil once a load starts or succeeds.
    public private(set) var errorMessage: String?
    /// The last loaded resource, mapped for display; nil until a load succeeds.
    public private(set) var item: PresentationModel?

    @ObservationIgnored private let mapper: (Resource) throws -> PresentationModel
    @ObservationIgnored private let errorMessageMapper: (any Error) -> String

    /// Creates a view model that maps each loaded resource with `mapper` and each error with `errorMessage`.
    public init(
        mapper: @escaping (Resource) throws -> PresentationModel,
        errorMessage: @escaping (any Error) -> String = SharedStrings.loadErrorMessage(for:)
    ) {
        self.mapper = mapper
        self.errorMessageMapper = errorMessage
    }

    /// Shows the loading state and clears the last error.
    public func didStartLoading() {
        isLoading = true
        errorMessage = nil
    }

    /// Maps and shows `resource`; a mapping failure is shown as an error.
    public func didFinishLoading(with resource: Resource) {
        do {
            item = try mapper(resource)
            isLoading = false
        } catch {
            didFinishLoading(with: error)
        }
    }

    /// Shows the user-facing message for `error`.
    public func didFinishLoading(with error: any Error) {
        errorMessage = errorMessageMapper(error)
        isLoading = false
    }

    /// Leaves the loading state, keeping whatever was shown.
    public func didCancelLoading() {
        isLoading = false
    }
}
