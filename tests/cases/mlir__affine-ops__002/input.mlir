
func.func @parallel(%n : index, %m : index) {
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
  }
  affine.parallel (%i) = (max(%n, %m + 1, 3)) to (min(%n * 2, 100)) step (4) {
    affine.parallel (%k) = (%i) to (%i + symbol(%m)) {
    }
  }
  affine.parallel (%i, %j) = (symbol(%n), %m) to (%n + %m, symbol(%n) + symbol(%m)) {
  }
  affine.parallel () = () to () {
  }
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("addf", "maxs") -> (f32, si32) {
    %a = "foo.a"() : () -> f32
    %b = "foo.b"() : () -> si32
    affine.yield %a, %b : f32, si32
  } {foo = 1}
  return
}

