
func.func @c() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.concat_shape' op requires output shape rank to be equal to the sum of the input shape ranks (4), got 3}}
  %1 = tosa.concat_shape %0, %0 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return %1 : !tosa.shape<3>
}
