module {
  %0 = "test.op"() : () -> !llvm.struct<"a", (ptr, struct<"a">)>
  %1 = "test.op"() : () -> !llvm.struct<"b", (struct<"c", (struct<"b">)>)>
  %2 = "test.op"() : () -> !llvm.struct<"d", opaque>
  %3 = "test.op"() : () -> !llvm.struct<packed (i32, f32, ptr<3>, array<4 x i32>)>
  %4 = "test.op"() : () -> !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>
  %5 = "test.op"() : () -> !llvm.func<struct<()> (vector<4xf32>, token, ...)>
  %6:4 = "test.op"() : () -> (!llvm.x86_amx, !llvm.metadata, !llvm.label, !llvm.void)
}

