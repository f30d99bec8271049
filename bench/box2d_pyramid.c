// box2d_pyramid.c -- pyramid-R of ../shared/research/peers/box2d_scenes.c (its RunPyramid, the same scene
// body for body) with one option more: the bodies' sleep threshold. Box2D's default is 0.05 m/s (5 pt/s);
// UIKit's pause rule, which ours follows, is 1 pt/s (0.01 m/s). With --sleep-threshold=0.01 both engines
// count a pyramid under the same rule, so the instructions compare the steps and not how long each rule
// keeps the stack awake (bench/callgrind-peers.sh, the `pyramid-R-1pt` rows). Own code, public API only.
//
// R rows of 20 x 20 pt boxes on a static floor segment (y = 0, x = -half..half, half = 20 R + 1000 pt);
// row k (0 = bottom) has R - k boxes; box j of row k at x = 20 (j + k/2) - 10 R + 10, y = 10 + 20 k;
// density 1, friction 0.6, restitution 0; gravity 1000 pt/s², 100 pt per metre, 1/60 s, 4 sub-steps.
// Usage: box2d_pyramid [--rows=R] [--steps=S] [--runs=R] [--sleep-threshold=M_PER_S] [--awake-steps] [--csv]
// Output (--csv): box2d-3.1.1,pyramidR,n,steps,ms_per_step_min,ms_per_step_median,awake_end,value
#define _POSIX_C_SOURCE 200809L
#include "box2d/box2d.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PPM 100.0f

static double NowMs( void )
{
	struct timespec ts;
	clock_gettime( CLOCK_MONOTONIC, &ts );
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static int Compare( const void* a, const void* b )
{
	double x = *(const double*)a, y = *(const double*)b;
	return ( x > y ) - ( x < y );
}

static float M( float points )
{
	return points / PPM;
}

int main( int argc, char** argv )
{
	int rowsR = 20, steps = 600, runs = 1, csv = 0, countAwake = 0;
	float threshold = b2DefaultBodyDef().sleepThreshold;
	for ( int i = 1; i < argc; ++i )
	{
		if ( strncmp( argv[i], "--rows=", 7 ) == 0 )
			rowsR = atoi( argv[i] + 7 ) > 0 ? atoi( argv[i] + 7 ) : 1;
		else if ( strncmp( argv[i], "--steps=", 8 ) == 0 )
			steps = atoi( argv[i] + 8 ) >= 0 ? atoi( argv[i] + 8 ) : 0;
		else if ( strncmp( argv[i], "--runs=", 7 ) == 0 )
			runs = atoi( argv[i] + 7 ) > 0 ? atoi( argv[i] + 7 ) : 1;
		else if ( strncmp( argv[i], "--sleep-threshold=", 18 ) == 0 )
			threshold = (float)atof( argv[i] + 18 );
		else if ( strcmp( argv[i], "--awake-steps" ) == 0 )
			countAwake = 1;
		else if ( strcmp( argv[i], "--csv" ) == 0 )
			csv = 1;
	}
	int n = rowsR * ( rowsR + 1 ) / 2;
	double* ms = malloc( sizeof( double ) * runs );
	double awake = 0;
	int awakeSteps = 0;
	for ( int run = 0; run < runs; ++run )
	{
		b2WorldDef wd = b2DefaultWorldDef();
		wd.gravity = ( b2Vec2 ){ 0.0f, -M( 1000.0f ) };
		b2WorldId w = b2CreateWorld( &wd );
		b2BodyDef bd = b2DefaultBodyDef();
		b2BodyId ground = b2CreateBody( w, &bd );
		b2ShapeDef sd = b2DefaultShapeDef();
		sd.material.friction = 0.6f;
		float half = 20.0f * rowsR + 1000.0f;
		b2Segment floorSeg = { { M( -half ), 0 }, { M( half ), 0 } };
		b2CreateSegmentShape( ground, &sd, &floorSeg );
		sd.density = 1.0f;
		b2Polygon box = b2MakeBox( M( 10.0f ), M( 10.0f ) );
		bd.type = b2_dynamicBody;
		bd.sleepThreshold = threshold;
		for ( int k = 0; k < rowsR; ++k )
		{
			for ( int j = 0; j < rowsR - k; ++j )
			{
				float x = 20.0f * ( j + 0.5f * k ) - 10.0f * rowsR + 10.0f;
				float y = 10.0f + 20.0f * k;
				bd.position = ( b2Vec2 ){ M( x ), M( y ) };
				b2BodyId body = b2CreateBody( w, &bd );
				b2CreatePolygonShape( body, &sd, &box );
			}
		}
		double t0 = NowMs();
		awakeSteps = 0;
		for ( int i = 0; i < steps; ++i )
		{
			b2World_Step( w, 1.0f / 60.0f, 4 );
			// Off by default: the instruction counts are of the steps alone.
			if ( countAwake && b2World_GetAwakeBodyCount( w ) > 0 )
				awakeSteps = i + 1;
		}
		ms[run] = steps > 0 ? ( NowMs() - t0 ) / steps : 0;
		awake = b2World_GetAwakeBodyCount( w );
		b2DestroyWorld( w );
	}
	qsort( ms, runs, sizeof( double ), Compare );
	b2Version v = b2GetVersion();
	if ( csv )
		printf( "box2d-%d.%d.%d,pyramid%d,%d,%d,%.4f,%.4f,awake_end,%.6g\n", v.major, v.minor, v.revision, rowsR, n,
				steps, ms[0], ms[runs / 2], awake );
	else
		printf( "pyramid%-4d %6d %9.4f %9.4f   sleep_threshold=%g m/s  awake_end=%g%s%d\n", rowsR, n, ms[0],
				ms[runs / 2], threshold, awake, countAwake ? "  last_awake_step=" : "", countAwake ? awakeSteps : 0 );
	free( ms );
	return 0;
}
