
func.func @bad_shape_rank() {
  // expected-error@+1 {{invalid rank (must be >= 0): -2}}
  %0 = "test.shape"() : () -> !tosa.shape<-2>
  return
}

