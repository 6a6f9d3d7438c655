// RUN: mlir-opt %s -split-input-file

// Nested LLVM types drop the `!llvm.` prefix; identified structs may refer
// to themselves.
"test.op"() : () -> !llvm.struct<"a", (ptr, struct<"a">)>
"test.op"() : () -> !llvm.struct<"b", (struct<"c", (struct<"b">)>)>
"test.op"() : () -> !llvm.struct<"d", opaque>
"test.op"() : () -> !llvm.struct<packed (i32, f32, ptr<3>, array<4 x i32>)>
"test.op"() : () -> !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>
"test.op"() : () -> !llvm.func<struct<()> (vector<4xf32>, token, ...)>
"test.op"() : () -> (!llvm.x86_amx, !llvm.metadata, !llvm.label, !llvm.void)

// -----

llvm.func internal fastcc @f(%a: i32, %p: !llvm.ptr {llvm.noalias}) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw, nuw> : i32
  %1 = llvm.icmp "slt" %0, %a : i32
  %2 = llvm.trunc %0 overflow<nsw> : i32 to i8
  %3 = llvm.zext nneg %2 : i8 to i64
  %4 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %4, %p : i32, !llvm.ptr
  llvm.cond_br %1, ^bb1, ^bb2
^bb1:
  llvm.br ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @e(i32, ...) -> !llvm.ptr
