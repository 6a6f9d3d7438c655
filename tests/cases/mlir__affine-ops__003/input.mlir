
func.func @memory(%n : index, %m : memref<4x4xf32>, %v : vector<4xf32>, %z : memref<f32>) {
  affine.for %i = 0 to 4 {
    %0 = affine.load %m[%i + 1, symbol(%n) * 2] {foo} : memref<4x4xf32>
    affine.store %0, %m[%i floordiv 2, %i mod 3] : memref<4x4xf32>
    %1 = affine.vector_load %m[%i, %n] : memref<4x4xf32>, vector<4xf32>
    affine.vector_store %v, %m[%i, 3] {bar = 2} : memref<4x4xf32>, vector<4xf32>
    affine.prefetch %m[%i, %n], write, locality<0>, instr {x} : memref<4x4xf32>
    affine.prefetch %m[%i, %i + 5], read, locality<3>, data : memref<4x4xf32>
  }
  %2 = affine.load %z[] : memref<f32>
  affine.store %2, %z[] : memref<f32>
  return
}

