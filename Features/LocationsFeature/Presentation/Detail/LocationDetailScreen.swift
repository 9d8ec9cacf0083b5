import FeatureDomain
import SharedPresentation

/// One location: its type, dimension and residents; `open` on a resident leads to that character.
@MainActor
final class LocationDetailScreen: Screen {
    typealias Detail = Fetched<LocationDetail>

    private let locationID: Int
    private let viewModel: LoadResourceViewModel<Detail, Detail>
    private let loads: ResourceLoadController<Detail>

    /// Creates the screen over `viewModel`, which `loads` feeds (the provider wires that up).
    init(locationID: Int, viewModel: LoadResourceViewModel<Detail, Detail>, loads: ResourceLoadController<Detail>) {
        self.locationID = locationID
        self.viewModel = viewModel
        self.loads = loads
    }

    var snapshot: ScreenSnapshot {
        let detail = viewModel.item?.value
        return ScreenSnapshot(
            title: detail?.location.name ?? LocationsStrings.placeholderTitle(id: locationID),
            status: status,
            notices: viewModel.item?.staleSince.map { [LoadFailureText.offlineNotice(savedAt: $0)] } ?? [],
            fields: detail.map(fields) ?? [],
            sections: detail.map { [residents($0.residents)] } ?? [],
            actions: [
                ScreenSnapshot.Action(name: "refresh", isEnabled: !loads.isLoading),
                ScreenSnapshot.Action(name: "open", isEnabled: detail?.residents.isEmpty == false),
            ] + (loads.canRetry ? [ScreenSnapshot.Action(name: "retry", isEnabled: true)] : []),
            itemID: locationID,
            values: detail?.location.screenValues ?? [:]
        )
    }

    /// Loads the location unless it is shown, loading, or failed (then `retry` is the way).
    func appear() {
        guard viewModel.item == nil, !loads.isLoading, !loads.canRetry else { return }
        loads.load()
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .refresh:
            loads.refresh()
        case .retry:
            guard loads.retry() else { throw .unavailable(command: "retry", reason: LocationsStrings.nothingFailed) }
        case .open(let id):
            guard viewModel.item?.value.residents.contains(where: { $0.id == id }) == true else {
                throw .notOnScreen(id: id)
            }
            return LocationsRoute.character(id: id)
        case .next, .previous, .loadMore, .search, .filter, .action, .openLink:
            throw .unsupported(command: command.trackingName, screen: "a location")
        }
        return nil
    }

    func settle() async {
        await loads.waitUntilIdle()
    }

    func disappear() {
        loads.cancel()
    }

    // The detail's commands fail only as loads, which `snapshot.status` shows.
    func failure(of command: ScreenCommand) -> String? {
        nil
    }

    private var status: ScreenSnapshot.Status {
        if loads.isLoading { return .loading }
        if let message = viewModel.errorMessage { return .failed(message: message, canRetry: loads.canRetry) }
        return viewModel.item == nil ? .idle : .loaded
    }

    private func fields(_ detail: LocationDetail) -> [ScreenSnapshot.Field] {
        [
            ScreenSnapshot.Field(
                label: LocationsStrings.typeLabel, value: LocationsStrings.value(detail.location.type)),
            ScreenSnapshot.Field(
                label: LocationsStrings.dimensionLabel, value: LocationsStrings.value(detail.location.dimension)),
            ScreenSnapshot.Field(
                label: LocationsStrings.residentsLabel, value: String(detail.location.residentIDs.count)),
        ]
    }

    private func residents(_ residents: [Resident]) -> ScreenSnapshot.Section {
        ScreenSnapshot.Section(
            title: LocationsStrings.residentsTitle,
            rows: residents.map {
                ScreenSnapshot.Row(
                    id: $0.id, title: $0.name, detail: LocationsStrings.residentDetail($0), values: $0.screenValues)
            },
            emptyMessage: LocationsStrings.noResidents
        )
    }
}
