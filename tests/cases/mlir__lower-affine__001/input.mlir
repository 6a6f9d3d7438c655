
func.func @loops(%n: index, %m: memref<100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 2)>(%i) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] step 2 {
      %v = affine.load %m[%i + 1, %j * 2] : memref<100x100xf32>
      affine.store %v, %m[%j, %i] : memref<100x100xf32>
    }
  }
  return
}

