// Relays a load-more's events to its list, which it holds weakly: the list owns the load-more adapter, which
// owns this delegate.
@MainActor
final class LoadMoreEvents<Element: Sendable>: LoadResourceDelegate {
    typealias Item = Paginated<Element>

    weak var viewModel: PaginatedListViewModel<Element>?

    init(viewModel: PaginatedListViewModel<Element>) {
        self.viewModel = viewModel
    }

    func didStartLoading() { viewModel?.loadMoreDidStart() }
    func didFinishLoading(with item: Paginated<Element>) { viewModel?.loadMoreDidFinish(with: item) }
    func didFinishLoading(with error: any Error) { viewModel?.loadMoreDidFail(with: error) }
    func didCancelLoading() { viewModel?.loadMoreDidCancel() }
}
