
func.func @d() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.add_shape' op result shape has different rank than operands}}
  %2 = tosa.add_shape %0, %0 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return %2 : !tosa.shape<3>
}
