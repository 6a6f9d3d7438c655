module {
  func.func @parallel(%arg0: index, %arg1: index) {
    affine.parallel (%arg2, %arg3) = (0, 0) to (10, 10) {
    }
    affine.parallel (%arg2) = (max(%arg0, %arg1 + 1, 3)) to (min(%arg0 * 2, 100)) step (4) {
      affine.parallel (%arg3) = (%arg2) to (%arg2 + symbol(%arg1)) {
      }
    }
    affine.parallel (%arg2, %arg3) = (symbol(%arg0), %arg1) to (%arg0 + %arg1, symbol(%arg0) + symbol(%arg1)) {
    }
    affine.parallel () = () to () {
    }
    %0:2 = affine.parallel (%arg2) = (0) to (10) reduce ("addf", "maxs") -> (f32, si32) {
      %1 = "foo.a"() : () -> f32
      %2 = "foo.b"() : () -> si32
      affine.yield %1, %2 : f32, si32
    } {foo = 1 : i64}
    return
  }
}

