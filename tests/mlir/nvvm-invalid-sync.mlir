// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f() {
  // expected-error @below {{tensormap proxy is not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>, space = #nvvm.shared_space<cta>}
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{new register size must be multiple of 8}}
  nvvm.setmaxregister increase 27
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 16
  llvm.return
}
// -----
llvm.func @f(%n : i32) {
  // expected-error @below {{barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  llvm.return
}
// -----
llvm.func @f(%t : !llvm.ptr<6>, %s : i64) {
  // expected-error @below {{Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : i32) {
  // expected-error @below {{match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %m, %v : i32 -> i32
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : i32) {
  // expected-error @below {{match.sync 'any' returns an i32}}
  %0 = nvvm.match.sync any %m, %v : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}
// -----
llvm.func @f(%r : i128) {
  // expected-error @below {{is_canceled query type returns an i1}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  llvm.return
}
