// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @a [#nvvm.target<O = 4>] {}
// -----
// expected-error@+1 {{The target triple cannot be empty.}}
gpu.module @b [#nvvm.target<triple = "">] {}
// -----
// expected-error@+1 {{The target chip cannot be empty.}}
gpu.module @c [#nvvm.target<chip = "">] {}
// -----
// expected-error@+1 {{All the elements in the `link` array must be strings.}}
gpu.module @d [#nvvm.target<link = [1]>] {}
// -----
gpu.module @e [#nvvm.target<O = 2, triple = "nvptx", chip = "sm_70", features = "+ptx60", flags = {fast}, link = ["a.bc"], verifyTarget = false>] {}
// -----
// expected-error@+1 {{Minimum NVVM target SM version is sm_20}}
gpu.module @f [#nvvm.target<chip = "sm_10">] {}
// -----
gpu.module @g [#rocdl.target<O = 4>] {}
// -----
gpu.module @h [#rocdl.target<triple = "">] {}
// -----
gpu.module @i [#rocdl.target<chip = "">] {}
// -----
gpu.module @j [#rocdl.target<O = 1, triple = "amdgcn", chip = "gfx90a", features = "+wavefrontsize64", abi = "500", flags = {fast}, link = ["x"]>] {}
// -----
gpu.module @k [#rocdl.target<abi = "">] {}
// -----
// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @l [#nvvm.target<chip = "sm_90", chip = "sm_80">] {}
// -----
// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
gpu.module @m [#nvvm.target<foo = 1>] {}
// -----
// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
gpu.module @n [#nvvm.target<O = 1,>] {}
// -----
gpu.module @o [#nvvm.target<>] {}
// -----
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  // expected-error@+2 {{expected valid keyword}}
  // expected-error@+1 {{expected a parameter name in struct}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  // expected-error@+2 {{expected valid keyword}}
  // expected-error@+1 {{expected a parameter name in struct}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{expected ','}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
