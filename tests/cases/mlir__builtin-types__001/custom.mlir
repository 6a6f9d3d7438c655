module {
  %0:7 = "t.floats"() : () -> (bf16, f16, tf32, f32, f64, f80, f128)
}

