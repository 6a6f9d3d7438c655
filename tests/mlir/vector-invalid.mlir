// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @a(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func.func @b(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %a[5] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @c(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<4x8xf32>
  return
}

// -----

func.func @d(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (32) and result (3)}}
  %0 = vector.shape_cast %a : vector<4x8xf32> to vector<3xf32>
  return
}

// -----

func.func @e(%m: vector<4xi1>, %a: vector<8xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{expected ::mlir::vector::CombiningKind to be one of}}
  %0 = vector.reduction <bogus>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @g(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}
