module {
  %0:8 = "t.ints"() : () -> (i1, i7, i64, i128, si8, ui32, i1000, index)
}

