/// A view a `LoadResourcePresenter` drives: it shows a loading state, an error message, a presentation model.
@MainActor
public protocol ResourceView {
    /// What the view shows once a load succeeds.
    associatedtype ResourcePresentationModel

    /// Shows or hides the loading state.
    func display(isLoading: Bool)
    /// Shows `errorMessage`, or hides the error when it is nil.
    func display(errorMessage: String?)
    /// Shows the loaded content.
    func display(presentationModel: ResourcePresentationModel)
}
