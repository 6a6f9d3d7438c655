// RUN: mlir-opt -pass-pipeline='builtin.module(func.func(canonicalize))' %s
module {
  memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
  memref.global "private" @nc : memref<2xf32> = dense<[1.0, 2.0]>
  memref.global "private" constant @u : memref<2xf32> = uninitialized
  memref.global "private" constant @s : memref<4xi32> = dense<7>
  func.func @f(%i: index) -> (f32, f32, f32, f32, i32, f32) {
    %m = memref.get_global @c : memref<2x3xf32>
    %a = affine.load %m[1, 2] : memref<2x3xf32>
    %b = affine.load %m[%i, 0] : memref<2x3xf32>
    %n = memref.get_global @nc : memref<2xf32>
    %c = affine.load %n[0] : memref<2xf32>
    %u = memref.get_global @u : memref<2xf32>
    %d = affine.load %u[0] : memref<2xf32>
    %s = memref.get_global @s : memref<4xi32>
    %e = affine.load %s[%i] : memref<4xi32>
    %f = scf.execute_region -> f32 {
      %x = affine.load %m[0, 1] : memref<2x3xf32>
      scf.yield %x : f32
    }
    return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, i32, f32
  }
  func.func @f2() -> f32 {
    %m = memref.get_global @c : memref<2x3xf32>
    %x = affine.load %m[1, 1] : memref<2x3xf32>
    return %x : f32
  }
  module @inner {
    memref.global "private" constant @c : memref<2xf32> = dense<[9.0, 8.0]>
    func.func @g() -> f32 {
      %m = memref.get_global @c : memref<2xf32>
      %a = affine.load %m[1] : memref<2xf32>
      return %a : f32
    }
  }
}
