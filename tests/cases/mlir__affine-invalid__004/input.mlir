
func.func @unknown_region_arg(%m : memref<10xi32>) {
  "foo.region"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%arg] : memref<10xi32>
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

