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

