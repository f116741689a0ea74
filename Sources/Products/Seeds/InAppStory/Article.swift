// The widget code of shared/seeds/002 ("InAppStorySDK in iOS 14 Widget"), final version of
// each type, with only the import lines changed. The template's `Provider` and `SimpleEntry`,
// which the article does not show, are in Supplement.swift.
import WidgetGallery

@main
struct StoryWidget: Widget {
    let kind: String = "StoryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            StoryWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
        .supportedFamilies([.systemSmall, .systemMedium]) // widget sizes
    }
}

struct StoryWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StoryWidgetEntryView(entry: SimpleEntry(date: Date()))
                .previewContext(WidgetPreviewContext(family: .systemSmall)) //small square 2x2
            StoryWidgetEntryView(entry: SimpleEntry(date: Date()))
                .previewContext(WidgetPreviewContext(family: .systemMedium)) //rectangle 4x2
        }
    }
}

struct StoryWidgetEntryView : View {
    var entry: Provider.Entry
    
    // Changed from the article: `<"Group ID">` stands for the App Group's identifier.
    var defaults = UserDefaults(suiteName: "group.com.inappstory.widget")

    var body: some View {
        VStack(spacing: 12.0) {
            // Changed from the article: its last listing titles the widget "Истории"; the
            // earlier listings, and the widget the article shows, say "Stories".
            Text("Stories")
                .foregroundColor(.black)
            if defaults != nil,
            let storiesList = defaults?.array(forKey: "widget_stories") as? Array<Dictionary<String, String>> {
                if storiesList.isEmpty {
                    EmptyList() // empty list
                } else {
                    StoryList(list: storiesList)
                }
            } else {
                EmptyList() // failed to get list from UserDefaults
            }
        }
    }
}

struct StoryCard : View {
    let storyID: String
    let imageURL: String
    let color: String
    
    var body: some View {
        ZStack {
            if imageURL == "" {
                Color(hex: color)
            } else {
                // story deeplink with ID
                Link(destination: URL(string: "storywidget://\(storyID)")!) {
                    NetworkImage(url: URL(string: imageURL))
                }
            }
        }
    }
}

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3: // RGB (12-bit)
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: // RGB (24-bit)
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: // ARGB (32-bit)
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (1, 1, 1, 0)
        }

        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue:  Double(b) / 255,
            opacity: Double(a) / 255
        )
    }
}

struct NetworkImage: View {
    let url: URL?
    
    var body: some View {
        Group {
            if let url = url, let imageData = try? Data(contentsOf: url),
               let uiImage = UIImage(data: imageData) {
                
                Image(uiImage: uiImage)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            }
            else {
                Color.gray
            }
        }
    }
}

struct CardTitle : View {
    let title: String
    
    var body: some View {
        ZStack {
            Text(title)
                .font(Font.system(size: 11.0))
                .fontWeight(.regular)
                .lineSpacing(0.0)
                .foregroundColor(.white)
                .multilineTextAlignment(.leading)
                .lineLimit(3)
                .padding(.horizontal, 8.0)
                .padding(.vertical, 6.0)
        }
    }
}

struct StoryList : View {
    let list: Array<Dictionary<String, String>> // list of stories received from the application
    
    var body: some View {
        GeometryReader { geometry in
            let ratio = CGFloat(80.0 / 110.0)
            let width = (geometry.size.width - 50.0) / 4.0
            HStack(spacing: 6.0) {
                ForEach(0..<4) {
                    if $0 < list.count {
                        let story = list[$0]
                        StoryCard(storyID: story["id"]!,imageURL: story["image"]!, color: story["color"]!)
                            .frame(width: width, height: width / ratio, alignment: .center)
                            .overlay(CardTitle(title: story["title"]!), alignment: .bottomLeading)
                            .clipShape(ContainerRelativeShape())
                    } else { // if there are less than four elements, then we put a placeholder
                        Color.gray
                            .frame(width: width, height: width / ratio, alignment: .center)
                            .clipShape(ContainerRelativeShape())
                    }
                }
            }
            .padding(.horizontal, 16.0)
        }
    }
}

struct EmptyList : View {
    var body: some View {
        GeometryReader { geometry in
            let ratio = CGFloat(80.0 / 110.0)
            let width = (geometry.size.width - 50.0) / 4.0
            ZStack {
                HStack(spacing: 6.0) {
                    ForEach(0..<4) {_ in
                        RoundedRectangle(cornerRadius: 0.0)
                            .frame(width: width, height: width / ratio, alignment: .center)
                            .foregroundColor(Color.gray)
                            .clipShape(ContainerRelativeShape())
                    }
                }
                .blur(radius: 5.0)
                .padding(.horizontal, 16.0)
                VStack(spacing: 8.0) {
                    Text("Application must be open")
                        .foregroundColor(.white)
                    Link(destination: URL(string: "storywidget://login")!) {
                        ZStack {
                            RoundedRectangle(cornerRadius: 15)
                                .foregroundColor(.green)
                            Text("Войти")
                                .padding(.top, 4)
                                .padding(.bottom, 4)
                                .padding(.horizontal, 12)
                        }
                    }
                    .foregroundColor(.white)
                    .frame(width: 80, height: 30, alignment: .center)
                }
            }
        }
    }
}
