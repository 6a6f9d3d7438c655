
func.func @prefetch_index(%m : memref<10xi32>) {
  "foo.region"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%arg], read, locality<3>, data : memref<10xi32>
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

