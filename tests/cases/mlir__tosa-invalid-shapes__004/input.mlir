
func.func @d() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // expected-error@+1 {{'tosa.add_shape' op operands don't have matching ranks}}
  %2 = tosa.add_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<3>
  return %2 : !tosa.shape<3>
}
