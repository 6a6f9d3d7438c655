// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// Found by comparing with mlir-opt on edits of upstream's tests: atomic
// access checks, global element types, target type parameters, operand
// resolution order and error positions.
llvm.func @atomics(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i128
  llvm.store %0, %p atomic release {alignment = 16 : i64} : i128, !llvm.ptr
  %1 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  llvm.return
}
llvm.mlir.global external @v() : vector<2xf32>
llvm.mlir.global external @s() : !llvm.target<"spirv.Image", i32, 4294967295, 7>
"foo.use"() {t = !llvm.target<"t", i32, -1, 42>} : () -> ()

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op unsupported type 'i1' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: f80) {
  // expected-error @below {{'llvm.store' op unsupported type 'f80' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 16 : i64} : f80, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.store' op expected alignment for atomic access}}
  llvm.store %v, %p atomic seq_cst : i32, !llvm.ptr
  llvm.return
}

// -----

// expected-error @below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global external @g() : complex<f32>

// -----

// expected-error @below {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global external @g() : !llvm.target<"other">

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  // expected-note @-2 {{prior use here}}
  // expected-error @below {{use of value '%a' expects different type than prior uses: '!llvm.struct<(i32, i32)>' vs 'i32'}}
  %1 = llvm.insertvalue %0, %a[0] : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @below {{integer value too large}}
  %0 = llvm.getelementptr %p[%i, 2147483648] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i64, i64)>
  llvm.return
}

// -----

// Nested LLVM types print by keyword only when LLVM-compatible; unsigned
// parameters wrap as parseInteger<unsigned> reads them.
!baz = complex<f32>
"foo.op"() {a = !llvm.struct<(i32, f32, !llvm.struct<(!baz)>)>, b = !llvm.ptr<-1>, c = !llvm.array<-1 x i8>, d = !llvm.array<2 x struct<(i32)>>} : () -> ()

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"foo.op"() {a = !llvm.ptr<4294967296>} : () -> ()
