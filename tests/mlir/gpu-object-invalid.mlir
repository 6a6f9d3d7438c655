// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @a [#gpu.object<#nvvm.target, foo = "x">]
// -----
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, 1>]
// -----
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`}}
gpu.binary @c [#gpu.object<#nvvm.target, properties = [1], "x">]
// -----
// expected-error@+2 {{expected '='}}
// expected-error@+1 {{expected an equal sign}}
gpu.binary @d [#gpu.object<#nvvm.target, bin "x">]
// -----
// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @e [#gpu.object<1, "x">]
// -----
gpu.binary @f <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, "x">]
// -----
// expected-error@+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @g <#gpu.select_object<"x">> [#gpu.object<#nvvm.target, "x">]
// -----
gpu.binary @h [#gpu.object<#nvvm.target, properties = {a = 1}, kernels = <>, fatbin = "x">]
// -----
// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @i []
// -----
// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @j [1]
// -----
gpu.binary @k <#gpu.select_object<5>> [#gpu.object<#nvvm.target, "x">]
// -----
// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @m [1] {}
// -----
// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @n [#nvvm.target, "x"] {}
// -----
// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @o [#rocdl.target, #foo.target, #xevm.target] {}
// -----
// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @p [#gpu.object<#foo.bar, "x">]
// -----
gpu.binary @q [#gpu.object<#xevm.target, "x">]
// -----
// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @r [] {}
