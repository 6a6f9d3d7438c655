
func.func @for_inits(%n : index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

