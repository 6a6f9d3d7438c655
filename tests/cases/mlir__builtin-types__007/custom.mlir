module {
  %0:2 = "t.alias"() : () -> (tensor<4x4xf32>, !t.thing<!alias>)
}

