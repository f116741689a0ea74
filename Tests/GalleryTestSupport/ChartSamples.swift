import Charts
import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// Charts the tests draw: each the way a widget would write it.
@MainActor package enum ChartSamples {
  package struct Sale: Identifiable {
    package let month: String
    package let amount: Double
    package let region: String
    package var id: String { month + region }
  }

  package static let sales = [
    Sale(month: "Jan", amount: 12, region: "North"), Sale(month: "Feb", amount: 18, region: "North"),
    Sale(month: "Mar", amount: 9, region: "North"), Sale(month: "Jan", amount: 5, region: "South"),
    Sale(month: "Feb", amount: 7, region: "South"), Sale(month: "Mar", amount: -4, region: "South"),
  ]

  package struct Reading: Identifiable {
    package let date: Date
    package let value: Double
    package var id: Date { date }
  }

  package static let hourly = (0..<24).map { hour in
    Reading(date: utc(2024, 6, 10, hour), value: [0.2, 0.25, 0.3, 0.5, 0.9, 1.2][hour % 6] - (hour >= 9 && hour <= 15 ? 1.5 : 0))
  }

  package static var categoryBars: some View {
    Chart(sales.filter { $0.region == "North" }) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
    }
  }

  package static var stackedBars: some View {
    Chart(sales) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .foregroundStyle(by: .value("Region", sale.region))
    }
  }

  package static var groupedBars: some View {
    Chart(sales) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .foregroundStyle(by: .value("Region", sale.region))
        .position(by: .value("Region", sale.region))
    }
  }

  package static var hourlyLine: some View {
    Chart(hourly) { reading in
      LineMark(x: .value("Time", reading.date), y: .value("kWh", reading.value))
        .interpolationMethod(.catmullRom)
      PointMark(x: .value("Time", reading.date), y: .value("kWh", reading.value))
    }
  }

  package static var hourlyBars: some View {
    Chart(hourly) { reading in
      BarMark(x: .value("Time", reading.date, unit: .hour), y: .value("kWh", reading.value))
        .cornerRadius(2)
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
        AxisGridLine()
        AxisValueLabel(format: .dateTime.hour(.twoDigits(amPM: .omitted)))
      }
    }
  }

  package static var donut: some View {
    Chart(sales.filter { $0.region == "North" }) { sale in
      SectorMark(angle: .value("Amount", sale.amount), innerRadius: .ratio(0.6), angularInset: 2)
        .foregroundStyle(by: .value("Month", sale.month))
    }
  }

  package static var areaAndRule: some View {
    Chart {
      ForEach(hourly) { reading in
        AreaMark(x: .value("Time", reading.date), y: .value("kWh", max(reading.value, 0)))
          .foregroundStyle(.orange.opacity(0.5))
      }
      RuleMark(y: .value("Target", 1))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
    }
    .chartLegend(.hidden)
  }
}

/// A date in UTC from its parts.
package func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
}
