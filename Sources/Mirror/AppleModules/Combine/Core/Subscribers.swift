/// The subscriber types and the values they exchange with publishers.
public enum Subscribers {}
