// RUN: mlir-opt --split-input-file --verify-diagnostics %s
// Attributes whose constraint fixes their type (StrAttr, UnitAttr, I32Attr,
// F64Attr) are not followed by a `: type` of their own in a format: the
// `:` that follows belongs to the op. Ops of dialects rmlir does not
// implement yet, mirrored by crates/rmlir-dialects/tests/format_fixed_types.rs.
func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>, %m: memref<4xf32>, %x: f32, %i: i32) {
  %0 = emitc.literal "x" : i32
  %1 = shape.meet %a, %b, error = "shapes differ" : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %2 = shape.meet %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %3 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %4 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %5 = amdgpu.permlane_swap %x 16 : f32
  %6 = llvm.intr.expect.with.probability %i, %i, 5.000000e-01 : i32
  return
}
// -----
func.func @g() {
  // expected-error @+1 {{expected non-function type}}
  %0 = emitc.literal "x" : : i32
  return
}
// -----
func.func @h(%a: tensor<?xindex>, %b: tensor<?xindex>) {
  // expected-error @+1 {{expected ':'}}
  %1 = shape.meet %a, %b, error = "e" tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return
}
// -----
func.func @k(%i: i32) {
  // expected-error @+1 {{custom op 'llvm.intr.expect.with.probability' invalid kind of type specified: expected builtin.integer, but found 'f64'}}
  %6 = llvm.intr.expect.with.probability %i, %i, 5.000000e-01 : f64 : i32
  return
}
// -----
func.func @l(%m: memref<4xf32>) {
  // expected-error @+1 {{expected ':'}}
  %3 = bufferization.to_tensor %m restrict writable memref<4xf32> to tensor<4xf32>
  return
}
