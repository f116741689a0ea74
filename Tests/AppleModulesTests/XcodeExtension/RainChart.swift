import Charts
import SwiftUI

struct RainPoint: Identifiable {
    let hour: Int
    let millimetres: Double
    var id: Int { hour }
}

struct RainChart: View {
    let points = [
        RainPoint(hour: 9, millimetres: 0.4),
        RainPoint(hour: 12, millimetres: 1.2),
        RainPoint(hour: 15, millimetres: 0.8),
    ]

    var body: some View {
        Chart(points) { point in
            BarMark(
                x: .value("Hour", point.hour),
                y: .value("Rain", point.millimetres)
            )
            .foregroundStyle(Color(.sky))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
    }
}
