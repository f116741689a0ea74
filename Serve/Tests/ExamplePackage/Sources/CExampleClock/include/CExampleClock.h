/// The fixed time the example's previews are drawn at, as the gallery's stopped clock.
long example_clock_seconds(void);
